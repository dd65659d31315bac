"""LogSigmoid -> F.normalize: synthesised by warpgym synth (seed 7, index 6423, torch#2, dim 0 x7685)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LogSigmoid -> F.normalize"""

    def __init__(self):
        super().__init__()
        self.logsigmoid_0 = nn.LogSigmoid()

    def forward(self, x):
        x = self.logsigmoid_0(x)
        x = F.normalize(x)
        return x


def get_inputs():
    return [torch.randn(491840, 1024)]


def get_init_inputs():
    return []
