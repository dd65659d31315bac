"""torch.sin -> Hardtanh: synthesised by warpgym synth (seed 7, index 26, torch#2, dim 0 x539)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sin -> Hardtanh"""

    def __init__(self):
        super().__init__()
        self.hardtanh_1 = nn.Hardtanh()

    def forward(self, x):
        x = torch.sin(x)
        x = self.hardtanh_1(x)
        return x


def get_inputs():
    return [torch.randn(17248, 128, 64)]


def get_init_inputs():
    return []
