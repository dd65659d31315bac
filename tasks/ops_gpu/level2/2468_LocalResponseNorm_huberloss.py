"""LocalResponseNorm -> F.huber_loss: synthesised by warpgym synth (seed 7, index 3370, torch#2, dim 0 x3045)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LocalResponseNorm -> F.huber_loss"""

    def __init__(self):
        super().__init__()
        self.localresponsenorm_0 = nn.LocalResponseNorm(size=4)

    def forward(self, x, x1):
        x = self.localresponsenorm_0(x)
        x = F.huber_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(12180, 16, 8, 8, 8), torch.randn(12180, 16, 8, 8, 8)]


def get_init_inputs():
    return []
