"""GLU -> F.mse_loss: synthesised by warpgym synth (seed 7, index 5664, torch#2, dim 0 x1658)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GLU -> F.mse_loss"""

    def __init__(self):
        super().__init__()
        self.glu_0 = nn.GLU()

    def forward(self, x, x1):
        x = self.glu_0(x)
        x = F.mse_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(6632, 32, 32, 32), torch.randn(6632, 32, 32, 16)]


def get_init_inputs():
    return []
