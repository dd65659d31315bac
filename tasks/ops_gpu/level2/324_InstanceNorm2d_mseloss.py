"""InstanceNorm2d -> F.mse_loss: synthesised by warpgym synth (seed 7, index 431, torch#2, dim 0 x3548)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """InstanceNorm2d -> F.mse_loss"""

    def __init__(self):
        super().__init__()
        self.instancenorm2d_0 = nn.InstanceNorm2d(num_features=16)

    def forward(self, x, x1):
        x = self.instancenorm2d_0(x)
        x = F.mse_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(28384, 64, 16, 16), torch.randn(28384, 64, 16, 16)]


def get_init_inputs():
    return []
