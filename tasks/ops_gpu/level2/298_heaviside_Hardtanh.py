"""torch.heaviside -> Hardtanh: synthesised by warpgym synth (seed 7, index 455, torch#2, dim 0 x648)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.heaviside -> Hardtanh"""

    def __init__(self):
        super().__init__()
        self.hardtanh_1 = nn.Hardtanh()

    def forward(self, x, x1):
        x = torch.heaviside(x, x1)
        x = self.hardtanh_1(x)
        return x


def get_inputs():
    return [torch.randn(20736, 128, 64), torch.randn(20736, 128, 64)]


def get_init_inputs():
    return []
