"""hf.LlamaRMSNorm -> MaxPool1d -> torch.frexp -> Linear: synthesised by warpgym synth (seed 7, index 5274, transformers#4, dim 0 x1057)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.llama.modeling_llama import LlamaRMSNorm


class Model(nn.Module):
    """hf.LlamaRMSNorm -> MaxPool1d -> torch.frexp -> Linear"""

    def __init__(self):
        super().__init__()
        self.llamarmsnorm_0 = LlamaRMSNorm(hidden_size=256)
        self.maxpool1d_1 = nn.MaxPool1d(kernel_size=3)
        self.linear_3 = nn.Linear(in_features=85, out_features=85)

    def forward(self, x):
        x = self.llamarmsnorm_0(x)
        x = self.maxpool1d_1(x)
        x = torch.frexp(x)[0]
        x = self.linear_3(x)
        return x


def get_inputs():
    return [torch.randn(135296, 256)]


def get_init_inputs():
    return []
