"""LogSigmoid -> torch.deg2rad: synthesised by warpgym synth (seed 7, index 1345, torch#2, dim 0 x6625)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LogSigmoid -> torch.deg2rad"""

    def __init__(self):
        super().__init__()
        self.logsigmoid_0 = nn.LogSigmoid()

    def forward(self, x):
        x = self.logsigmoid_0(x)
        x = torch.deg2rad(x)
        return x


def get_inputs():
    return [torch.randn(424000, 1024)]


def get_init_inputs():
    return []
