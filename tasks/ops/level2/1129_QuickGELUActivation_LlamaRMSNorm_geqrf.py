"""hf.QuickGELUActivation -> hf.LlamaRMSNorm -> torch.geqrf: synthesised by warpgym synth (seed 7, index 1493, transformers#3)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import QuickGELUActivation
from transformers.models.llama.modeling_llama import LlamaRMSNorm


class Model(nn.Module):
    """hf.QuickGELUActivation -> hf.LlamaRMSNorm -> torch.geqrf"""

    def __init__(self):
        super().__init__()
        self.quickgeluactivation_0 = QuickGELUActivation()
        self.llamarmsnorm_1 = LlamaRMSNorm(hidden_size=16)

    def forward(self, x):
        x = self.quickgeluactivation_0(x)
        x = self.llamarmsnorm_1(x)
        x = torch.geqrf(x)[0]
        return x


def get_inputs():
    return [torch.randn(8, 64, 16, 16)]


def get_init_inputs():
    return []
