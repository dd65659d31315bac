"""torch.moveaxis -> Sigmoid -> F.smooth_l1_loss: synthesised by warpgym synth (seed 7, index 2062, torch#3, dim 0 x1265)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.moveaxis -> Sigmoid -> F.smooth_l1_loss"""

    def __init__(self):
        super().__init__()
        self.sigmoid_1 = nn.Sigmoid()

    def forward(self, x, x1):
        x = torch.moveaxis(x, 2, 1)
        x = self.sigmoid_1(x)
        x = F.smooth_l1_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(5060, 32, 32, 32), torch.randn(5060, 32, 32, 32)]


def get_init_inputs():
    return []
