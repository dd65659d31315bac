"""hf.LaplaceActivation -> LogSoftmax -> Softsign: synthesised by warpgym synth (seed 8, index 203, transformers#3, dim 0 x822)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import LaplaceActivation


class Model(nn.Module):
    """hf.LaplaceActivation -> LogSoftmax -> Softsign"""

    def __init__(self):
        super().__init__()
        self.laplaceactivation_0 = LaplaceActivation()
        self.logsoftmax_1 = nn.LogSoftmax()
        self.softsign_2 = nn.Softsign()

    def forward(self, x):
        x = self.laplaceactivation_0(x)
        x = self.logsoftmax_1(x)
        x = self.softsign_2(x)
        return x


def get_inputs():
    return [torch.randn(210432, 256)]


def get_init_inputs():
    return []
