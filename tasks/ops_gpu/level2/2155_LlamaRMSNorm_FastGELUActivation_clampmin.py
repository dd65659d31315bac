"""hf.LlamaRMSNorm -> hf.FastGELUActivation -> torch.clamp_min: synthesised by warpgym synth (seed 7, index 3405, transformers#3, dim 0 x657)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import FastGELUActivation
from transformers.models.llama.modeling_llama import LlamaRMSNorm


class Model(nn.Module):
    """hf.LlamaRMSNorm -> hf.FastGELUActivation -> torch.clamp_min"""

    def __init__(self):
        super().__init__()
        self.llamarmsnorm_0 = LlamaRMSNorm(hidden_size=512)
        self.fastgeluactivation_1 = FastGELUActivation()

    def forward(self, x):
        x = self.llamarmsnorm_0(x)
        x = self.fastgeluactivation_1(x)
        x = torch.clamp_min(x, 0.5)
        return x


def get_inputs():
    return [torch.randn(168192, 512)]


def get_init_inputs():
    return []
