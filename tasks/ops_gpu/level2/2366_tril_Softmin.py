"""torch.tril -> Softmin: synthesised by warpgym synth (seed 7, index 3733, torch#2, dim 0 x1581)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.tril -> Softmin"""

    def __init__(self):
        super().__init__()
        self.softmin_1 = nn.Softmin()

    def forward(self, x):
        x = torch.tril(x)
        x = self.softmin_1(x)
        return x


def get_inputs():
    return [torch.randn(404736, 512)]


def get_init_inputs():
    return []
