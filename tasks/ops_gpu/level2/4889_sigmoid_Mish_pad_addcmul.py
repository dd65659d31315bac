"""F.sigmoid -> Mish -> F.pad -> torch.addcmul: synthesised by warpgym synth (seed 9, index 249, torch#4, dim 0 x993)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.sigmoid -> Mish -> F.pad -> torch.addcmul"""

    def __init__(self):
        super().__init__()
        self.mish_1 = nn.Mish()

    def forward(self, x, x1, x2):
        x = F.sigmoid(x)
        x = self.mish_1(x)
        x = F.pad(x, pad=[1, 1])
        x = torch.addcmul(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(7944, 256, 128), torch.randn(7944, 256, 130), torch.randn(7944, 256, 130)]


def get_init_inputs():
    return []
