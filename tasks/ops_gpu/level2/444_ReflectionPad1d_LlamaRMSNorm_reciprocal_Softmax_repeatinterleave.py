"""ReflectionPad1d -> hf.LlamaRMSNorm -> torch.reciprocal -> Softmax -> torch.repeat_interleave: synthesised by warpgym synth (seed 7, index 704, transformers#5, dim 0 x429)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.llama.modeling_llama import LlamaRMSNorm


class Model(nn.Module):
    """ReflectionPad1d -> hf.LlamaRMSNorm -> torch.reciprocal -> Softmax -> torch.repeat_interleave"""

    def __init__(self):
        super().__init__()
        self.reflectionpad1d_0 = nn.ReflectionPad1d(padding=1)
        self.llamarmsnorm_1 = LlamaRMSNorm(hidden_size=66)
        self.softmax_3 = nn.Softmax()

    def forward(self, x):
        x = self.reflectionpad1d_0(x)
        x = self.llamarmsnorm_1(x)
        x = torch.reciprocal(x)
        x = self.softmax_3(x)
        x = torch.repeat_interleave(x, 2)
        return x


def get_inputs():
    return [torch.randn(13728, 128, 64)]


def get_init_inputs():
    return []
