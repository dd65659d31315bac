"""torch.minimum -> Softsign -> SmoothL1Loss: synthesised by warpgym synth (seed 7, index 1225, torch#3, dim 0 x2481)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.minimum -> Softsign -> SmoothL1Loss"""

    def __init__(self):
        super().__init__()
        self.softsign_1 = nn.Softsign()
        self.smoothl1loss_2 = nn.SmoothL1Loss()

    def forward(self, x, x1, x2):
        x = torch.minimum(x, x1)
        x = self.softsign_1(x)
        x = self.smoothl1loss_2(x, x2)
        return x


def get_inputs():
    return [torch.randn(19848, 64, 16, 16), torch.randn(19848, 64, 16, 16), torch.randn(19848, 64, 16, 16)]


def get_init_inputs():
    return []
