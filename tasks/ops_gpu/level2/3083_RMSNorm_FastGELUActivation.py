"""RMSNorm -> hf.FastGELUActivation: synthesised by warpgym synth (seed 7, index 4877, transformers#2, dim 0 x1081)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import FastGELUActivation


class Model(nn.Module):
    """RMSNorm -> hf.FastGELUActivation"""

    def __init__(self):
        super().__init__()
        self.rmsnorm_0 = nn.RMSNorm(normalized_shape=32)
        self.fastgeluactivation_1 = FastGELUActivation()

    def forward(self, x):
        x = self.rmsnorm_0(x)
        x = self.fastgeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(8648, 16, 32, 32)]


def get_init_inputs():
    return []
