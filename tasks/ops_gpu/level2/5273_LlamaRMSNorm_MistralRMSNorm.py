"""hf.LlamaRMSNorm -> hf.MistralRMSNorm: synthesised by warpgym synth (seed 10, index 16, transformers#2, dim 0 x3284)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.llama.modeling_llama import LlamaRMSNorm
from transformers.models.mistral.modeling_mistral import MistralRMSNorm


class Model(nn.Module):
    """hf.LlamaRMSNorm -> hf.MistralRMSNorm"""

    def __init__(self):
        super().__init__()
        self.llamarmsnorm_0 = LlamaRMSNorm(hidden_size=256)
        self.mistralrmsnorm_1 = MistralRMSNorm(hidden_size=256)

    def forward(self, x):
        x = self.llamarmsnorm_0(x)
        x = self.mistralrmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(1681408, 256)]


def get_init_inputs():
    return []
