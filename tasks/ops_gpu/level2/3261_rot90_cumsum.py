"""torch.rot90 -> torch.cumsum: synthesised by warpgym synth (seed 7, index 5143, torch#2, dim 0 x8206)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.rot90 -> torch.cumsum"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.rot90(x)
        x = torch.cumsum(x, -1)
        return x


def get_inputs():
    return [torch.randn(16412, 8, 8, 16, 16)]


def get_init_inputs():
    return []
