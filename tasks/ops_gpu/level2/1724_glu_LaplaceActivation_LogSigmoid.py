"""F.glu -> hf.LaplaceActivation -> LogSigmoid: synthesised by warpgym synth (seed 7, index 2734, transformers#3, dim 0 x4959)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import LaplaceActivation


class Model(nn.Module):
    """F.glu -> hf.LaplaceActivation -> LogSigmoid"""

    def __init__(self):
        super().__init__()
        self.laplaceactivation_1 = LaplaceActivation()
        self.logsigmoid_2 = nn.LogSigmoid()

    def forward(self, x):
        x = F.glu(x)
        x = self.laplaceactivation_1(x)
        x = self.logsigmoid_2(x)
        return x


def get_inputs():
    return [torch.randn(19836, 16, 8, 8, 8)]


def get_init_inputs():
    return []
