"""LocalResponseNorm -> hf.FastGELUActivation: synthesised by warpgym synth (seed 7, index 5026, transformers#2, dim 0 x3139)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import FastGELUActivation


class Model(nn.Module):
    """LocalResponseNorm -> hf.FastGELUActivation"""

    def __init__(self):
        super().__init__()
        self.localresponsenorm_0 = nn.LocalResponseNorm(size=4)
        self.fastgeluactivation_1 = FastGELUActivation()

    def forward(self, x):
        x = self.localresponsenorm_0(x)
        x = self.fastgeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(12556, 16, 8, 8, 8)]


def get_init_inputs():
    return []
