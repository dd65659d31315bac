import torch
import torch.nn as nn

import cpu_extension


class ModelNew(nn.Module):
    """ReLU through a kernel bound in the module-callback form (kernels/relu_binding.cpp)."""

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return cpu_extension.relu_forward(x)
