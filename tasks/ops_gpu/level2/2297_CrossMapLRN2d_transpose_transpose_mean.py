"""CrossMapLRN2d -> torch.transpose -> torch.transpose -> torch.mean: synthesised by warpgym synth (seed 7, index 3128, torch#4, dim 0 x495)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CrossMapLRN2d -> torch.transpose -> torch.transpose -> torch.mean"""

    def __init__(self):
        super().__init__()
        self.crossmaplrn2d_0 = nn.CrossMapLRN2d(size=4)

    def forward(self, x):
        x = self.crossmaplrn2d_0(x)
        x = torch.transpose(x, -1, -2)
        x = torch.transpose(x, -1, -2)
        x = torch.mean(x)
        return x


def get_inputs():
    return [torch.randn(3960, 16, 32, 32)]


def get_init_inputs():
    return []
