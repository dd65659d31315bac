"""torch.swapaxes -> Softmin: synthesised by warpgym synth (seed 7, index 1096, torch#2, dim 0 x2724)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.swapaxes -> Softmin"""

    def __init__(self):
        super().__init__()
        self.softmin_1 = nn.Softmin()

    def forward(self, x):
        x = torch.swapaxes(x, 2, 1)
        x = self.softmin_1(x)
        return x


def get_inputs():
    return [torch.randn(43584, 32, 16, 16)]


def get_init_inputs():
    return []
