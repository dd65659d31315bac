"""LayerNorm -> ZeroPad1d -> ReLU -> hf.SiLUActivation: synthesised by warpgym synth (seed 7, index 5353, transformers#4, dim 0 x731)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SiLUActivation


class Model(nn.Module):
    """LayerNorm -> ZeroPad1d -> ReLU -> hf.SiLUActivation"""

    def __init__(self):
        super().__init__()
        self.layernorm_0 = nn.LayerNorm(normalized_shape=16)
        self.zeropad1d_1 = nn.ZeroPad1d(padding=1)
        self.relu_2 = nn.ReLU()
        self.siluactivation_3 = SiLUActivation()

    def forward(self, x):
        x = self.layernorm_0(x)
        x = self.zeropad1d_1(x)
        x = self.relu_2(x)
        x = self.siluactivation_3(x)
        return x


def get_inputs():
    return [torch.randn(5848, 64, 16, 16)]


def get_init_inputs():
    return []
