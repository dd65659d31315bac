"""torch.arctan -> F.cosine_similarity -> torch.flipud -> torch.divide: synthesised by warpgym synth (seed 8, index 211, torch#4, dim 0 x3304)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.arctan -> F.cosine_similarity -> torch.flipud -> torch.divide"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2):
        x = torch.arctan(x)
        x = F.cosine_similarity(x, x1)
        x = torch.flipud(x)
        x = torch.divide(x, x2)
        return x


def get_inputs():
    return [torch.randn(26432, 16, 32, 32), torch.randn(26432, 16, 32, 32), torch.randn(26432, 32, 32)]


def get_init_inputs():
    return []
