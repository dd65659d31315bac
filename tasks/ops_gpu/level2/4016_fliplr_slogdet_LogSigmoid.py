"""torch.fliplr -> torch.slogdet -> LogSigmoid: synthesised by warpgym synth (seed 7, index 6315, torch#3, dim 0 x1184)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.fliplr -> torch.slogdet -> LogSigmoid"""

    def __init__(self):
        super().__init__()
        self.logsigmoid_2 = nn.LogSigmoid()

    def forward(self, x):
        x = torch.fliplr(x)
        x = torch.slogdet(x)[0]
        x = self.logsigmoid_2(x)
        return x


def get_inputs():
    return [torch.randn(9472, 16, 32, 32)]


def get_init_inputs():
    return []
