"""torch.mul -> torch.fliplr -> torch.det -> F.hardtanh -> F.pairwise_distance: synthesised by warpgym synth (seed 8, index 372, torch#5, dim 0 x15473)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.mul -> torch.fliplr -> torch.det -> F.hardtanh -> F.pairwise_distance"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2):
        x = torch.mul(x, x1)
        x = torch.fliplr(x)
        x = torch.det(x)
        x = F.hardtanh(x)
        x = F.pairwise_distance(x, x2)
        return x


def get_inputs():
    return [torch.randn(61892, 16, 8, 8, 8), torch.randn(61892, 16, 8, 8, 8), torch.randn(61892, 16, 8)]


def get_init_inputs():
    return []
