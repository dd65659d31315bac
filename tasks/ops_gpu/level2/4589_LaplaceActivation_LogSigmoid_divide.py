"""hf.LaplaceActivation -> LogSigmoid -> torch.divide: synthesised by warpgym synth (seed 8, index 239, transformers#3, dim 0 x468)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import LaplaceActivation


class Model(nn.Module):
    """hf.LaplaceActivation -> LogSigmoid -> torch.divide"""

    def __init__(self):
        super().__init__()
        self.laplaceactivation_0 = LaplaceActivation()
        self.logsigmoid_1 = nn.LogSigmoid()

    def forward(self, x, x1):
        x = self.laplaceactivation_0(x)
        x = self.logsigmoid_1(x)
        x = torch.divide(x, x1)
        return x


def get_inputs():
    return [torch.randn(1872, 32, 32, 32), torch.randn(1872, 32, 32, 32)]


def get_init_inputs():
    return []
