"""LogSigmoid -> hf.NewGELUActivation: synthesised by warpgym synth (seed 8, index 144, transformers#2, dim 0 x518)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import NewGELUActivation


class Model(nn.Module):
    """LogSigmoid -> hf.NewGELUActivation"""

    def __init__(self):
        super().__init__()
        self.logsigmoid_0 = nn.LogSigmoid()
        self.newgeluactivation_1 = NewGELUActivation()

    def forward(self, x):
        x = self.logsigmoid_0(x)
        x = self.newgeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(132608, 512)]


def get_init_inputs():
    return []
