"""torch.hypot -> Hardtanh: synthesised by warpgym synth (seed 7, index 4769, torch#2, dim 0 x5295)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.hypot -> Hardtanh"""

    def __init__(self):
        super().__init__()
        self.hardtanh_1 = nn.Hardtanh()

    def forward(self, x, x1):
        x = torch.hypot(x, x1)
        x = self.hardtanh_1(x)
        return x


def get_inputs():
    return [torch.randn(338880, 1024), torch.randn(338880, 1024)]


def get_init_inputs():
    return []
