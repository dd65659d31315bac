"""ZeroPad1d -> LogSigmoid -> torch.lerp: synthesised by warpgym synth (seed 7, index 5341, torch#3, dim 0 x558)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad1d -> LogSigmoid -> torch.lerp"""

    def __init__(self):
        super().__init__()
        self.zeropad1d_0 = nn.ZeroPad1d(padding=1)
        self.logsigmoid_1 = nn.LogSigmoid()

    def forward(self, x, x1, x2):
        x = self.zeropad1d_0(x)
        x = self.logsigmoid_1(x)
        x = torch.lerp(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(4464, 256, 128), torch.randn(4464, 256, 130), torch.randn(4464, 256, 130)]


def get_init_inputs():
    return []
