"""torch.addcmul -> torch.erf -> Hardshrink -> SELU -> torch.angle: synthesised by warpgym synth (seed 9, index 146, torch#5, dim 0 x152)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.addcmul -> torch.erf -> Hardshrink -> SELU -> torch.angle"""

    def __init__(self):
        super().__init__()
        self.hardshrink_2 = nn.Hardshrink()
        self.selu_3 = nn.SELU()

    def forward(self, x, x1, x2):
        x = torch.addcmul(x, x1, x2)
        x = torch.erf(x)
        x = self.hardshrink_2(x)
        x = self.selu_3(x)
        x = torch.angle(x)
        return x


def get_inputs():
    return [torch.randn(1216, 256, 128), torch.randn(1216, 256, 128), torch.randn(1216, 256, 128)]


def get_init_inputs():
    return []
