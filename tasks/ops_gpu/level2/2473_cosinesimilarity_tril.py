"""F.cosine_similarity -> torch.tril: synthesised by warpgym synth (seed 7, index 3908, torch#2, dim 0 x302)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.cosine_similarity -> torch.tril"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.cosine_similarity(x, x1)
        x = torch.tril(x)
        return x


def get_inputs():
    return [torch.randn(1208, 32, 32, 32), torch.randn(1208, 32, 32, 32)]


def get_init_inputs():
    return []
