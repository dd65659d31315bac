"""SiLU -> GLU -> F.soft_margin_loss: synthesised by warpgym synth (seed 7, index 4591, torch#3, dim 0 x1134)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SiLU -> GLU -> F.soft_margin_loss"""

    def __init__(self):
        super().__init__()
        self.silu_0 = nn.SiLU()
        self.glu_1 = nn.GLU()

    def forward(self, x, x1):
        x = self.silu_0(x)
        x = self.glu_1(x)
        x = F.soft_margin_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(18144, 32, 16, 16), torch.randn(18144, 32, 16, 8)]


def get_init_inputs():
    return []
