"""F.elu -> Softsign: synthesised by warpgym synth (seed 8, index 9, torch#2, dim 0 x2764)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.elu -> Softsign"""

    def __init__(self):
        super().__init__()
        self.softsign_1 = nn.Softsign()

    def forward(self, x):
        x = F.elu(x)
        x = self.softsign_1(x)
        return x


def get_inputs():
    return [torch.randn(707584, 256)]


def get_init_inputs():
    return []
