"""hf.Qwen2RMSNorm -> hf.XIELUActivation: synthesised by warpgym synth (seed 7, index 5390, transformers#2, dim 0 x235)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import XIELUActivation
from transformers.models.qwen2.modeling_qwen2 import Qwen2RMSNorm


class Model(nn.Module):
    """hf.Qwen2RMSNorm -> hf.XIELUActivation"""

    def __init__(self):
        super().__init__()
        self.qwen2rmsnorm_0 = Qwen2RMSNorm(hidden_size=256)
        self.xieluactivation_1 = XIELUActivation()

    def forward(self, x):
        x = self.qwen2rmsnorm_0(x)
        x = self.xieluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(120320, 256)]


def get_init_inputs():
    return []
