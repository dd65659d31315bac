"""torch.minimum -> Softsign: synthesised by warpgym synth (seed 9, index 325, torch#2, dim 0 x541)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.minimum -> Softsign"""

    def __init__(self):
        super().__init__()
        self.softsign_1 = nn.Softsign()

    def forward(self, x, x1):
        x = torch.minimum(x, x1)
        x = self.softsign_1(x)
        return x


def get_inputs():
    return [torch.randn(17312, 128, 64), torch.randn(17312, 128, 64)]


def get_init_inputs():
    return []
