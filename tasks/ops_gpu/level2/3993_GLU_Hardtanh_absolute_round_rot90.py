"""GLU -> Hardtanh -> torch.absolute -> torch.round -> torch.rot90: synthesised by warpgym synth (seed 7, index 6285, torch#5, dim 0 x5270)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GLU -> Hardtanh -> torch.absolute -> torch.round -> torch.rot90"""

    def __init__(self):
        super().__init__()
        self.glu_0 = nn.GLU()
        self.hardtanh_1 = nn.Hardtanh()

    def forward(self, x):
        x = self.glu_0(x)
        x = self.hardtanh_1(x)
        x = torch.absolute(x)
        x = torch.round(x)
        x = torch.rot90(x)
        return x


def get_inputs():
    return [torch.randn(2698240, 256)]


def get_init_inputs():
    return []
