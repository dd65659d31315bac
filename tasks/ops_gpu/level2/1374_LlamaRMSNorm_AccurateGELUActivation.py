"""hf.LlamaRMSNorm -> hf.AccurateGELUActivation: synthesised by warpgym synth (seed 7, index 2204, transformers#2, dim 0 x130)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import AccurateGELUActivation
from transformers.models.llama.modeling_llama import LlamaRMSNorm


class Model(nn.Module):
    """hf.LlamaRMSNorm -> hf.AccurateGELUActivation"""

    def __init__(self):
        super().__init__()
        self.llamarmsnorm_0 = LlamaRMSNorm(hidden_size=32)
        self.accurategeluactivation_1 = AccurateGELUActivation()

    def forward(self, x):
        x = self.llamarmsnorm_0(x)
        x = self.accurategeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(1040, 16, 32, 32)]


def get_init_inputs():
    return []
