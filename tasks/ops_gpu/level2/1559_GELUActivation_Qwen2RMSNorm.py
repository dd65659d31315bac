"""hf.GELUActivation -> hf.Qwen2RMSNorm: synthesised by warpgym synth (seed 7, index 2484, transformers#2, dim 0 x1430)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUActivation
from transformers.models.qwen2.modeling_qwen2 import Qwen2RMSNorm


class Model(nn.Module):
    """hf.GELUActivation -> hf.Qwen2RMSNorm"""

    def __init__(self):
        super().__init__()
        self.geluactivation_0 = GELUActivation()
        self.qwen2rmsnorm_1 = Qwen2RMSNorm(hidden_size=16)

    def forward(self, x):
        x = self.geluactivation_0(x)
        x = self.qwen2rmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(22880, 32, 16, 16)]


def get_init_inputs():
    return []
