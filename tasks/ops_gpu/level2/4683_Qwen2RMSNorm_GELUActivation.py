"""hf.Qwen2RMSNorm -> hf.GELUActivation: synthesised by warpgym synth (seed 8, index 382, transformers#2, dim 0 x4028)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUActivation
from transformers.models.qwen2.modeling_qwen2 import Qwen2RMSNorm


class Model(nn.Module):
    """hf.Qwen2RMSNorm -> hf.GELUActivation"""

    def __init__(self):
        super().__init__()
        self.qwen2rmsnorm_0 = Qwen2RMSNorm(hidden_size=32)
        self.geluactivation_1 = GELUActivation()

    def forward(self, x):
        x = self.qwen2rmsnorm_0(x)
        x = self.geluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(16112, 32, 32, 32)]


def get_init_inputs():
    return []
