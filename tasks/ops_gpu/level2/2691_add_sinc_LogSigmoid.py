"""torch.add -> torch.sinc -> LogSigmoid: synthesised by warpgym synth (seed 7, index 4257, torch#3, dim 0 x618)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.add -> torch.sinc -> LogSigmoid"""

    def __init__(self):
        super().__init__()
        self.logsigmoid_2 = nn.LogSigmoid()

    def forward(self, x, x1):
        x = torch.add(x, x1)
        x = torch.sinc(x)
        x = self.logsigmoid_2(x)
        return x


def get_inputs():
    return [torch.randn(4944, 256, 128), torch.randn(4944, 256, 128)]


def get_init_inputs():
    return []
