"""Bilinear -> torch.mul -> F.l1_loss: synthesised by warpgym synth (seed 7, index 1229, torch#3, dim 0 x493)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Bilinear -> torch.mul -> F.l1_loss"""

    def __init__(self):
        super().__init__()
        self.bilinear_0 = nn.Bilinear(in1_features=16, in2_features=16, out_features=16)

    def forward(self, x, x1, x2, x3):
        x = self.bilinear_0(x, x1)
        x = torch.mul(x, x2)
        x = F.l1_loss(x, target=x3)
        return x


def get_inputs():
    return [torch.randn(7888, 32, 16, 16), torch.randn(7888, 32, 16, 16), torch.randn(7888, 32, 16, 16), torch.randn(7888, 32, 16, 16)]


def get_init_inputs():
    return []
