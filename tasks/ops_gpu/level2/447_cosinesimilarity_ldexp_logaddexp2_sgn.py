"""F.cosine_similarity -> torch.ldexp -> torch.logaddexp2 -> torch.sgn: synthesised by warpgym synth (seed 7, index 709, torch#4, dim 0 x768)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.cosine_similarity -> torch.ldexp -> torch.logaddexp2 -> torch.sgn"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2, x3):
        x = F.cosine_similarity(x, x1)
        x = torch.ldexp(x, x2)
        x = torch.logaddexp2(x, x3)
        x = torch.sgn(x)
        return x


def get_inputs():
    return [torch.randn(6144, 256, 128), torch.randn(6144, 256, 128), torch.randn(6144, 128), torch.randn(6144, 128)]


def get_init_inputs():
    return []
