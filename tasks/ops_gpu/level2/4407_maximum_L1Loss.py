"""torch.maximum -> L1Loss: synthesised by warpgym synth (seed 7, index 6015, torch#2, dim 0 x2659)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.maximum -> L1Loss"""

    def __init__(self):
        super().__init__()
        self.l1loss_1 = nn.L1Loss()

    def forward(self, x, x1, x2):
        x = torch.maximum(x, x1)
        x = self.l1loss_1(x, x2)
        return x


def get_inputs():
    return [torch.randn(21272, 16, 32, 32), torch.randn(21272, 16, 32, 32), torch.randn(21272, 16, 32, 32)]


def get_init_inputs():
    return []
