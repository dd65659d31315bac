"""LogSigmoid -> torch.atan2 -> F.pixel_unshuffle: synthesised by warpgym synth (seed 7, index 5478, torch#3, dim 0 x1739)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LogSigmoid -> torch.atan2 -> F.pixel_unshuffle"""

    def __init__(self):
        super().__init__()
        self.logsigmoid_0 = nn.LogSigmoid()

    def forward(self, x, x1):
        x = self.logsigmoid_0(x)
        x = torch.atan2(x, x1)
        x = F.pixel_unshuffle(x, 2)
        return x


def get_inputs():
    return [torch.randn(3478, 8, 8, 16, 16), torch.randn(3478, 8, 8, 16, 16)]


def get_init_inputs():
    return []
