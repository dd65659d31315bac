"""F.hardsigmoid -> Sigmoid -> ZeroPad3d -> L1Loss: synthesised by warpgym synth (seed 7, index 1557, torch#4, dim 0 x767)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardsigmoid -> Sigmoid -> ZeroPad3d -> L1Loss"""

    def __init__(self):
        super().__init__()
        self.sigmoid_1 = nn.Sigmoid()
        self.zeropad3d_2 = nn.ZeroPad3d(padding=1)
        self.l1loss_3 = nn.L1Loss()

    def forward(self, x, x1):
        x = F.hardsigmoid(x)
        x = self.sigmoid_1(x)
        x = self.zeropad3d_2(x)
        x = self.l1loss_3(x, x1)
        return x


def get_inputs():
    return [torch.randn(3068, 32, 32, 32), torch.randn(3068, 34, 34, 34)]


def get_init_inputs():
    return []
