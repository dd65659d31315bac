"""F.adaptive_max_pool2d_with_indices -> LocalResponseNorm -> F.huber_loss: synthesised by warpgym synth (seed 7, index 140, torch#3, dim 0 x5454)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.adaptive_max_pool2d_with_indices -> LocalResponseNorm -> F.huber_loss"""

    def __init__(self):
        super().__init__()
        self.localresponsenorm_1 = nn.LocalResponseNorm(size=4)

    def forward(self, x, x1):
        x = F.adaptive_max_pool2d_with_indices(x, output_size=4)[0]
        x = self.localresponsenorm_1(x)
        x = F.huber_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(87264, 32, 256), torch.randn(87264, 4, 4)]


def get_init_inputs():
    return []
