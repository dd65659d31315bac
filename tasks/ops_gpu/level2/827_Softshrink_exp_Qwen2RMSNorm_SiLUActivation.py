"""Softshrink -> torch.exp -> hf.Qwen2RMSNorm -> hf.SiLUActivation: synthesised by warpgym synth (seed 7, index 1348, transformers#4, dim 0 x11821)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SiLUActivation
from transformers.models.qwen2.modeling_qwen2 import Qwen2RMSNorm


class Model(nn.Module):
    """Softshrink -> torch.exp -> hf.Qwen2RMSNorm -> hf.SiLUActivation"""

    def __init__(self):
        super().__init__()
        self.softshrink_0 = nn.Softshrink()
        self.qwen2rmsnorm_2 = Qwen2RMSNorm(hidden_size=256)
        self.siluactivation_3 = SiLUActivation()

    def forward(self, x):
        x = self.softshrink_0(x)
        x = torch.exp(x)
        x = self.qwen2rmsnorm_2(x)
        x = self.siluactivation_3(x)
        return x


def get_inputs():
    return [torch.randn(1513088, 256)]


def get_init_inputs():
    return []
