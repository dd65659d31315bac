"""hf.QuickGELUActivation -> RMSNorm: synthesised by warpgym synth (seed 7, index 6475, transformers#2, dim 0 x1093)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import QuickGELUActivation


class Model(nn.Module):
    """hf.QuickGELUActivation -> RMSNorm"""

    def __init__(self):
        super().__init__()
        self.quickgeluactivation_0 = QuickGELUActivation()
        self.rmsnorm_1 = nn.RMSNorm(normalized_shape=256)

    def forward(self, x):
        x = self.quickgeluactivation_0(x)
        x = self.rmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(17488, 32, 256)]


def get_init_inputs():
    return []
