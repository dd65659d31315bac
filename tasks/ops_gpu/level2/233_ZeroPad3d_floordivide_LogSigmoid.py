"""ZeroPad3d -> torch.floor_divide -> LogSigmoid: synthesised by warpgym synth (seed 7, index 358, torch#3, dim 0 x390)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad3d -> torch.floor_divide -> LogSigmoid"""

    def __init__(self):
        super().__init__()
        self.zeropad3d_0 = nn.ZeroPad3d(padding=1)
        self.logsigmoid_2 = nn.LogSigmoid()

    def forward(self, x, x1):
        x = self.zeropad3d_0(x)
        x = torch.floor_divide(x, x1)
        x = self.logsigmoid_2(x)
        return x


def get_inputs():
    return [torch.randn(3120, 16, 32, 32), torch.randn(3120, 18, 34, 34)]


def get_init_inputs():
    return []
